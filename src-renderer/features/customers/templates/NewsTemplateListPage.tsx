import { TemplateListPage } from './TemplateListPage';

/** `/customer/push-notification-template/news/list`. */
export default function NewsTemplateListPage() {
  return <TemplateListPage kind="news" />;
}
