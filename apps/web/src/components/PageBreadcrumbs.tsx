import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Home > … > this page: the trail every signed-in page opens with; `via` are the links between. */
export function PageBreadcrumbs({
  current,
  via = [],
}: {
  current: string;
  via?: { label: string; to: string }[];
}) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs>
        {[{ label: 'Home', to: '/dashboard' }, ...via].map(({ label, to }) => (
          <Anchor key={to} component={Link} to={to}>
            {label}
          </Anchor>
        ))}
        <Text aria-current="page">{current}</Text>
      </Breadcrumbs>
    </nav>
  );
}
