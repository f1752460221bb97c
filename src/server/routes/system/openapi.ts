import { OpenApiDocument } from '../../../contract/schemas/system';
import { defineEndpoint } from '../../http/endpoint';

/** This API's own description, as OpenAPI 3.1, generated from the endpoints' declarations. */
export const openapi = defineEndpoint(
  {
    name: 'openapi',
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag: 'System',
    access: 'public',
    response: OpenApiDocument,
  },
  // openApiDocument (server/openapi.ts), handed in: importing it would be a loop, as the document
  // is made from every endpoint, this one among them.
  ({ openApiDocument }) =>
    () =>
      openApiDocument(),
);
