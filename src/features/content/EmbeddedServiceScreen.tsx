import { FunctionGridScreen } from './MainScreen';

/** The in-app service directory opened standalone: the function grid without banners and news. */
export default function EmbeddedServiceScreen() {
  return <FunctionGridScreen withNews={false} />;
}
