/**
 * Passwords of at least 10 characters that lead the public lists of leaked passwords (and their
 * obvious variants). A password policy refuses them; matching ignores case.
 */
const COMMON = new Set([
  '1234567890', '0123456789', '12345678910', '123456789a', 'a123456789', '1234567890a', '0987654321', '1111111111', '0000000000',
  '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'qwertyuiop', 'qwertzuiop', 'azertyuiop', 'asdfghjkl1', 'qwerty1234', 'qwertz1234',
  'qwerty12345', 'qwertyuiop1', 'asdfghjkl;', '1qaz2wsx3edc', 'zaq12wsxcde3', 'password12', 'password123', 'password1234',
  'passwort12', 'passwort123', 'passwort1234', 'motdepasse1', 'motdepasse123', 'iloveyou12', 'iloveyou123', 'princess123',
  'sunshine123', 'football123', 'baseball123', 'superman123', 'welcome123', 'welcome1234', 'letmein123', 'abc1234567',
  'abcdefghij', 'abcdefg123', 'abcd123456', 'changeme123', 'administrator', 'admin12345', 'admin123456', 'passw0rd123',
  'p@ssw0rd123', 'p@ssword123', 'master1234', 'dragon1234', 'monkey1234', 'shadow1234', 'michael123', 'jennifer123',
  'hallo12345', 'hallo123456', 'schatz1234', 'ficken1234', 'fussball123', 'sommer2024', 'sommer2025', 'sommer2026',
  'winter2024', 'winter2025', 'winter2026', 'summer2024', 'summer2025', 'summer2026', 'stallwerk1', 'stallwerk123',
  'pferd12345', 'pferde1234', 'reitstall1', 'horse12345', 'soleil1234', 'bonjour123', 'marhaba123', 'qazwsxedc1',
  'zxcvbnm123', 'zxcvbnm1234', 'starwars123', 'pokemon123', 'computer12', 'internet12', 'trustno1234', 'whatever12',
]);

/** Too common: in the list, one repeated character, or a plain run of digits or the alphabet. */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON.has(p)) return true;
  if (/^(.)\1+$/.test(p)) return true;
  const ascending = '01234567890123456789';
  const descending = '98765432109876543210';
  if (/^\d+$/.test(p) && (ascending.includes(p) || descending.includes(p))) return true;
  if ('abcdefghijklmnopqrstuvwxyz'.includes(p)) return true;
  return false;
}
