import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';

/** The lookup screen's banner while the API is down; its text is the product's, word for word. */
export function ApiDownBanner({ authorName }: { authorName: string }) {
  return (
    <p className="classic-banner classic-banner--danger" role="alert">
      <TriangleAlert aria-hidden="true" size={20} />
      {`API is down - ping ${authorName} on Discord`}
    </p>
  );
}
