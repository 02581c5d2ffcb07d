import type { Role } from '../../common/auth.ts';

/** Demo accounts created when DEMO_DATA is on; their passwords are printed at first start. */
export const DEMO_ACCOUNTS: readonly {
  role: Role;
  username: string;
  email: string;
  password: string;
  fullName: string;
}[] = [
  {
    role: 'client',
    username: 'client',
    email: 'client@catering.local',
    password: 'ClientDemo1',
    fullName: 'Jordan Avery',
  },
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@catering.local',
    password: 'AdminDemo1',
    fullName: 'Morgan Hale',
  },
];
