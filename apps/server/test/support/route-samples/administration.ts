import { defaultPermissions } from '@yardline/domain/auth/permissions';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { TestContext } from '../test-app.ts';

/** A user as the Users tab sends it (passwords encrypted); `roleId` 3 is the operator role. */
const sampleUser = (t: TestContext) => ({
  username: 'sample.clerk',
  password: t.encrypt('Sample!pass1'),
  confirmPassword: t.encrypt('Sample!pass1'),
  email: 'clerk@example.com',
  phone: '+91 22 5555 0100',
  address: 'Gate 2, Nhava Sheva',
  roleId: 3,
  hidden: false,
});

const sampleTrailer = () => ({
  trailerTagId: 'TT000001',
  trailerTagId1: 'TT000002',
  trailerTagId2: 'TT000003',
  trailerNumber: 'MH04AB1234',
  containerNumber: 'MSKU1234565',
  trailerType: '40 ft',
  type: 'Import',
  plaCard1: 'PLA-1',
  plaCard2: 'PLA-2',
});

const samplePlaCard = () => ({ trailerTagNumber: 'TT000001', plaCardNumber: 'PLA-1' });

const samplePermanentTrailer = () => ({
  trailerNumber: 'MH04AB1234',
  trailerTag: 'TT000001',
  trailerType: '40 ft',
  transporter: 'Konkan Haulage',
});

const sampleYardLocation = () => ({
  name: 'Export zone',
  type: 'YARD_ZONE',
  coordinates: [
    { lat: 18.95, lng: 72.95 },
    { lat: 18.95, lng: 72.951 },
    { lat: 18.951, lng: 72.951 },
    { lat: 18.951, lng: 72.95 },
  ],
});

/** Bodies for the calls of users, roles, permissions, sign-in, settings, archive, yard locations and trailers. */
export const ADMINISTRATION_BODIES: Record<string, (t: TestContext) => unknown> = {
  'POST /rest/archive': () => ({ cutOffDate: '2020-01-01', userName: 'superadmin' }),
  'POST /rest/yard-locations': sampleYardLocation,
  'PUT /rest/yard-locations/:id': sampleYardLocation,
  'POST /rest/trailers': sampleTrailer,
  'PUT /rest/trailers/:id': sampleTrailer,
  'POST /rest/trailers/dispatch': () => ({
    trailerTagId: 'TT000001',
    userName: 'superadmin',
    dispatchMode: 'HAWK-E',
  }),
  'POST /rest/trailers/pla-cards': samplePlaCard,
  'PUT /rest/trailers/pla-cards/:id': samplePlaCard,
  'POST /rest/trailers/permanent': samplePermanentTrailer,
  'PUT /rest/trailers/permanent/:id': samplePermanentTrailer,
  'POST /rest/users': sampleUser,
  'PUT /rest/users/:id': sampleUser,
  'POST /rest/roles': () => ({ name: 'Sample role' }),
  'PUT /rest/roles/:id': () => ({ name: 'Sample role' }),
  'PUT /rest/permissions/:id': () => defaultPermissions('operator'),
  'POST /rest/auth/login': (t) => ({ username: 'superadmin', password: t.encrypt('Wrong!pass1') }),
  'POST /rest/user/change-password': (t) => ({
    id: t.userIds.superadmin,
    oldPassword: t.encrypt('Wrong!pass1'),
    newPassword: t.encrypt('New!pass1'),
    confirmPassword: t.encrypt('New!pass1'),
    user: { username: 'superadmin' },
  }),
  'PUT /rest/metadata': () => ({
    ...DEFAULT_METADATA,
    mapApiKey: 'key',
    satelliteTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    surveyPreConfiguredEmailRecipients: 'yard@example.com',
    surveyPreConfiguredEmailBody: 'Dear all,\nthe survey.',
  }),
};
