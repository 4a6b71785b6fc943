// Who is calling: the user of the token (query on GET, form field on POST) and the device id.
import type { User } from '../db';
import type { MockDb } from '../mock';
import type { Fields } from './form';

export const userOf = (db: MockDb, fields: Fields): User | undefined =>
  db.accounts.userByToken(fields.get('token'));
