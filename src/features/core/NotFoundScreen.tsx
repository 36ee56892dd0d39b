import { NotFoundPage } from '../../components/page/NotFoundPage';

export default function NotFoundScreen() {
  return <NotFoundPage />;
}
