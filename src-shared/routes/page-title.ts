import { ja } from '../messages/first-screen';

/** The window title: `<route title> | <product name>`, or the product name alone. */
export function pageTitle(title: string): string {
  return title === ja.app.productName ? title : `${title} | ${ja.app.productName}`;
}
