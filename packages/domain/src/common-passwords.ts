/**
 * Passwords found at the top of public breach lists. Refusing them stops the most common
 * credential-stuffing guesses; the list is short on purpose so it can ship to the browser.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '123123123', '1q2w3e4r', '1q2w3e4r5t', 'qwertyuiop', 'qwerty123', 'qwerty1234',
  '1qaz2wsx', 'zaq12wsx', 'asdfghjkl', 'asdf1234', 'password', 'password1', 'password12',
  'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'admin123',
  'administrator', 'letmein1', 'trustno1', 'superman', 'starwars', 'whatever', 'computer',
  'michelle', 'jennifer', 'jordan23', 'liverpool', 'chocolate', 'babygirl', 'abcd1234',
  'abc12345', 'abcdefgh', 'monkey123', 'dragon123', 'master123', 'qwertyui', 'changeme',
  'football1', 'secret123', 'test1234', 'testtest', 'internet', 'rendezvous', 'rendezvous1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
