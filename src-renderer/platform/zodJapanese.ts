// zod's own fallback messages in Japanese (a wrong type, say, where no rule of ours speaks). Set
// by the modules that bring zod into the page, not at start-up: the screens' setup
// (app/screenSetup.ts) and the login form's rules (features/auth/loginRules.ts).
import { configureZodJapanese } from '@shared/validation/zod-locale';

configureZodJapanese();
