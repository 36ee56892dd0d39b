import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { StatusBadge } from '../../components/StatusBadge';

/** One item of a list of this feature (a product, a media service): named, with its kind beside. */
export function ItemCard({
  title,
  kind,
  children,
}: {
  title: string;
  kind: string;
  children: ReactNode;
}) {
  return (
    <Card
      as="article"
      title={title}
      headingLevel={3}
      stack
      className="entertainment-item"
      aside={<StatusBadge tone="neutral">{kind}</StatusBadge>}
    >
      {children}
    </Card>
  );
}
