import { describe, expect, it } from 'vitest';
import { PreparedResponse, preparedParts } from '../../src/server/http/prepared-response';

const bytes = () => Buffer.from(JSON.stringify({ day: '2026-11-22', visits: 3 }));
const head = () =>
  new Response(null, {
    status: 200,
    headers: { 'content-type': 'application/json', 'set-cookie': 'XSRF-TOKEN=t; Path=/', etag: 'W/"x"' },
  });

describe('a prepared response', () => {
  it('is a standard Response to its readers: status, headers, body, once', async () => {
    const res = new PreparedResponse(bytes(), head());
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('etag')).toBe('W/"x"');
    expect(res.headers.getSetCookie()).toEqual(['XSRF-TOKEN=t; Path=/']);
    expect(res.bodyUsed).toBe(false);
    expect(await res.clone().json()).toEqual({ day: '2026-11-22', visits: 3 });
    expect(res.bodyUsed).toBe(false);
    expect(await res.text()).toBe(bytes().toString());
    expect(res.bodyUsed).toBe(true);
    await expect(res.text()).rejects.toThrow(TypeError);
    expect(() => res.clone()).toThrow(TypeError);
  });

  it('streams its body to whoever asks for the stream, and copies into a standard Response', async () => {
    const res = new PreparedResponse(bytes(), head());
    const copy = new Response(res.body, res);
    expect(copy.headers.get('content-type')).toBe('application/json');
    expect(await copy.json()).toEqual({ day: '2026-11-22', visits: 3 });
    // A body-less copy (Hono answers HEAD so) keeps status and headers.
    const headOnly = new Response(null, new PreparedResponse(bytes(), head()));
    expect(headOnly.status).toBe(200);
    expect(headOnly.headers.get('etag')).toBe('W/"x"');
  });

  it("answers every member of Response's own (which would throw on anything but a real one)", () => {
    const res = new PreparedResponse(bytes(), head());
    for (const name of Object.getOwnPropertyNames(Response.prototype)) {
      if (name === 'constructor') continue;
      expect(() => (res as unknown as Record<string, unknown>)[name], name).not.toThrow();
    }
    expect(res.type).toBe('default');
    expect(res.statusText).toBe('');
  });

  it('hands its parts to a server, with headers set after it was made', () => {
    const res = new PreparedResponse(bytes(), head());
    res.headers.set('cache-control', 'public, max-age=60');
    const parts = preparedParts(res);
    expect(parts?.status).toBe(200);
    expect(parts?.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(parts?.body ?? []).equals(bytes())).toBe(true);
    expect(preparedParts(new Response('{}'))).toBeUndefined();
    expect(preparedParts(undefined)).toBeUndefined();
  });
});
