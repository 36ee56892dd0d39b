import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useGetEnterprisePageTreeQuery } from './ecsApi';
import { menuFromPageTree, type MenuNode } from './pageTree';
import './enterprise.css';

function MenuList({ nodes }: { nodes: readonly MenuNode[] }) {
  return (
    <ul className="ecs-menu">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.path ? <Link to={node.path}>{node.title}</Link> : <span>{node.title}</span>}
          {node.children.length > 0 ? <MenuList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The enterprise menu: eShopEnterprise_GetPageTreeList as navigation. */
export default function EcsMenuScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  const tree = useGetEnterprisePageTreeQuery(undefined);
  return (
    <PageFrame title={t('titles:ecsMenu')}>
      <QueryView
        query={tree}
        loading={t('menu.loading')}
        errorTitle={t('menu.error')}
        isEmpty={(data) => menuFromPageTree(data).length === 0}
        emptyTitle={t('menu.empty')}
      >
        {(data) => (
          <Card title={t('menu.title')} as="nav">
            <MenuList nodes={menuFromPageTree(data)} />
          </Card>
        )}
      </QueryView>
    </PageFrame>
  );
}
