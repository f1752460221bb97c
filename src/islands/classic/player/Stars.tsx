import Star from 'lucide-react/icons/star';
import { formatNumber as n } from '@/domain/format';

/** The player's old-ranking stars: a star and the count, spelled out for screen readers. */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'large' }) {
  return (
    <span className={`stars stars--${size}`}>
      <Star aria-hidden="true" className="stars__icon" size={size === 'large' ? 40 : 22} />
      <span className="stars__value">{n(value)}</span>
      <span className="stars__label">{value === 1 ? 'star' : 'stars'}</span>
    </span>
  );
}
