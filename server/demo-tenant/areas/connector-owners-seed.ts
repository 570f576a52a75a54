// Seeded connector owner users of the demo connector (role DEMO_IDS.roleSlug): Ada Lovelace and
// Grace Hopper, with full User objects, nested profiles and every source list, several sources
// per attribute with different priorities (deliberately out of order on the wire).
import type { ConnectorOwnerUser, User, UserAttributeSource } from '../../../src/api/connector-owners.schema';
import { DEMO_IDS } from '../demo-ids';

const BASE = Date.parse('2026-11-20T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(BASE + days * DAY).toISOString();

const WORKDAY = { appId: DEMO_IDS.appId, mapping: 'uam-workday' };
const OKTA = { appId: 'app-5d21aa-okta', mapping: 'uam-okta' };
const GITHUB = { appId: 'app-8c0f13-github', mapping: 'uam-github' };

function source(from: { appId: string; mapping: string }, appUserId: string, key: string, value: string, priority: number): UserAttributeSource {
  return { appId: from.appId, appUserId, appUserProfileAttributeKey: key, userAttributeMappingId: `${from.mapping}-${key.replace(/\W+/g, '-').toLowerCase()}`, value, priority };
}

interface Person {
  id: string;
  first: string;
  last: string;
  login: string;
  employeeId: string;
  department: string;
  jobTitle: string;
  managerId: string;
  created: number;
}

function user(person: Person): User {
  const email = `${person.login}@acme.example`;
  const wd = `wd-${person.employeeId}`;
  const okta = `00u${person.employeeId}okta`;
  const gh = `gh-${person.login}`;
  return {
    id: person.id,
    username: person.login,
    email,
    displayName: `${person.first} ${person.last}`,
    department: person.department,
    jobTitle: person.jobTitle,
    employmentType: 'Full-time',
    employmentStatus: 'Active',
    delegatedUserId: '',
    usernames: [person.login, `${person.first[0]?.toLowerCase() ?? ''}${person.last.toLowerCase()}`, gh],
    emails: [email, `${person.first.toLowerCase()}@acme-research.example`],
    employeeIds: [person.employeeId],
    directoryIds: [okta, wd],
    managerIds: person.managerId ? [person.managerId] : [],
    roleIds: ['role-connector-admin', 'role-engineering'],
    status: 'ENABLED',
    directoryStatus: 'ENABLED',
    origin: 'USER_ORIGIN_UNSPECIFIED',
    type: 'USER_TYPE_UNSPECIFIED',
    profile: {
      preferredLanguage: 'en-GB',
      location: { site: 'London HQ', floor: 3, remote: false },
      costCenter: 'CC-4410',
      certifications: ['Security+', 'CKA'],
      emergencyContact: null,
      hr: { hireDate: at(person.created).slice(0, 10), level: 'L6', manager: { id: person.managerId, name: person.managerId ? 'Charles Babbage' : '' } },
    },
    createdAt: at(person.created),
    updatedAt: at(-2),
    deletedAt: null,
    usernameSources: [
      source(OKTA, okta, 'login', person.login, 2),
      source(WORKDAY, wd, 'User_ID', person.login, 1),
      source(GITHUB, gh, 'login', gh, 5),
    ],
    emailSources: [source(WORKDAY, wd, 'Email_Address', email, 1), source(OKTA, okta, 'email', email, 2)],
    employeeIdSources: [source(WORKDAY, wd, 'Employee_ID', person.employeeId, 1)],
    departmentSources: [source(OKTA, okta, 'department', person.department.toUpperCase(), 3), source(WORKDAY, wd, 'Supervisory_Organization', person.department, 1)],
    jobTitleSources: [source(WORKDAY, wd, 'Business_Title', person.jobTitle, 1), source(OKTA, okta, 'title', person.jobTitle, 2)],
    employmentTypeSources: [source(WORKDAY, wd, 'Worker_Type', 'Full-time', 1)],
    employmentStatusSources: [source(WORKDAY, wd, 'Worker_Status', 'Active', 1)],
    directoryStatusSources: [source(OKTA, okta, 'status', 'ACTIVE', 1)],
    managerSources: person.managerId ? [source(WORKDAY, wd, 'Manager_ID', person.managerId, 1)] : [],
  };
}

const PEOPLE: Person[] = [
  { id: DEMO_IDS.ownerUserId, first: 'Ada', last: 'Lovelace', login: 'ada.lovelace', employeeId: 'E-1815', department: 'Platform Engineering', jobTitle: 'Principal Engineer', managerId: 'user-charles-babbage', created: -640 },
  { id: DEMO_IDS.ownerUserIds.split(',')[1] ?? 'user-grace-hopper', first: 'Grace', last: 'Hopper', login: 'grace.hopper', employeeId: 'E-1906', department: 'Developer Tools', jobTitle: 'Staff Engineer', managerId: '', created: -420 },
];

export function seedConnectorOwners(): ConnectorOwnerUser[] {
  return PEOPLE.map((person, index) => ({
    appId: DEMO_IDS.appId,
    connectorId: DEMO_IDS.connectorId,
    roleSlug: DEMO_IDS.roleSlug,
    createdAt: at(-90 + index * 30),
    user: user(person),
  }));
}
