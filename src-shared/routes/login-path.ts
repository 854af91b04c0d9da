/** Where the console signs in: the route table's `login`, and what the console starts with (app/ConsoleStart.tsx). */
export const LOGIN_PATH = '/login';
