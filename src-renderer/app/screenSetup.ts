// What every screen but the login form needs, loaded with the first screen (router.tsx) and
// fetched in the background once the login form shows (PlainLayout): all of Mantine's styles (the
// console starts with its login form's components' only, see startConsole.tsx), the date pickers' and
// charts' styles, the date pickers' Japanese calendar and zod's Japanese fallback messages.
// The layered files (`@layer mantine`) keep the console's own styles first whatever loads when.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import 'dayjs/locale/ja';
import '../platform/zodJapanese';
