/**
 * A short list of passwords that attackers try first (drawn from the well-known top lists). Refused at
 * registration whatever their length. Compared lower-cased.
 */
export const COMMON_PASSWORDS = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "12345678", "123456789", "1234567890", "11111111", "00000000", "12341234", "87654321", "11223344",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "1q2w3e4r", "1q2w3e4r5t", "zaq12wsx", "1qaz2wsx",
  "asdfghjk", "asdfghjkl", "zxcvbnm1", "abcd1234", "abcdefgh", "abc12345", "aa123456", "a1b2c3d4",
  "iloveyou", "iloveyou1", "sunshine", "sunshine1", "princess", "football", "baseball", "basketball",
  "superman", "batman123", "starwars", "trustno1", "whatever", "letmein1", "letmein123", "welcome1",
  "welcome123", "welcome!", "changeme", "changeme1", "default1", "computer", "internet", "monkey123",
  "dragon123", "master123", "shadow123", "michael1", "jennifer", "jordan23", "charlie1", "freedom1",
  "loveyou1", "lovely123", "babygirl", "butterfly", "chocolate", "cookie123", "pokemon1", "minecraft",
  "q1w2e3r4", "passpass", "secret123", "admin123", "administrator", "rootroot", "test1234", "testtest",
  "prajna123", "prajnaprajna", "meditation", "enlightenment", "namaste1", "buddha123", "nirvana1",
  "spiritual", "wisdom123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
