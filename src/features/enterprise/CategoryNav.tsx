import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { EcsCategory } from '../../api/types/ecs';
import { href, type paths } from '../../config/paths';

type CategoryPath = typeof paths.eProducts | typeof paths.eSellableProducts;

/** Links to each category of a product page (`:sub`), and to all of them. */
export function CategoryNav({
  path,
  categories,
  current,
}: {
  path: CategoryPath;
  categories: readonly EcsCategory[];
  current: string | undefined;
}) {
  const { t } = useTranslation('enterprise');
  const links = [{ id: '', name: t('products.all') }, ...categories];
  return (
    <nav aria-label={t('products.categories')}>
      <ul className="ecs-tabs">
        {links.map((category) => (
          <li key={category.id}>
            <NavLink
              to={href(path, { sub: category.id })}
              end
              aria-current={(current ?? '') === category.id ? 'page' : undefined}
              className="ecs-tab"
            >
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
