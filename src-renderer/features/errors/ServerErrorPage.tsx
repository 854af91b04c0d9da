import { ErrorPage } from './ErrorPage';

export default function ServerErrorPage() {
  return <ErrorPage name="serverError" />;
}
