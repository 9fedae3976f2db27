/**
 * Job-board tables. The spec lists them in the data model but shows no screen for them,
 * so they exist (with the spec's fields and defaults) and nothing reads them yet: see
 * docs/decisions/0012-job-board-tables.md before removing or using them.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobUsers = pgTable('job_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 100 }).notNull().unique(),
  password: text('password').notNull(),
  firstName: varchar('first_name', { length: 50 }),
  lastName: varchar('last_name', { length: 50 }),
  userType: varchar('user_type', { length: 20 }).notNull(),
  profileImageUrl: text('profile_image_url'),
  phone: varchar('phone', { length: 30 }),
  location: text('location'),
  isVerified: boolean('is_verified').notNull().default(false),
  ...timestamps(),
});

export const jobSeekerProfiles = pgTable('job_seeker_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => jobUsers.id, { onDelete: 'cascade' }),
  title: text('title'),
  summary: text('summary'),
  skills: text('skills').array(),
  experience: text('experience'),
  salaryExpectation: integer('salary_expectation'),
  cvUrl: text('cv_url'),
  portfolioUrl: text('portfolio_url'),
  linkedinUrl: text('linkedin_url'),
  availability: text('availability'),
  workType: text('work_type').array(),
  ...timestamps(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  website: text('website'),
  industry: text('industry'),
  size: text('size'),
  location: text('location'),
  logoUrl: text('logo_url'),
  founded: integer('founded'),
  ...timestamps(),
});

export const employerProfiles = pgTable('employer_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => jobUsers.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  jobTitle: text('job_title'),
  department: text('department'),
  isVerified: boolean('is_verified').notNull().default(false),
  ...timestamps(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id').references(() => jobUsers.id, { onDelete: 'set null' }),
    location: text('location'),
    workType: text('work_type'),
    jobType: text('job_type'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryType: text('salary_type'),
    experience: text('experience'),
    skills: text('skills').array(),
    benefits: text('benefits').array(),
    requirements: text('requirements').array(),
    industry: text('industry'),
    category: text('category'),
    isRemote: boolean('is_remote').notNull().default(false),
    isUrgent: boolean('is_urgent').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    views: integer('views').notNull().default(0),
    applicationsCount: integer('applications_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('jobs_company_idx').on(t.companyId), index('jobs_status_idx').on(t.status)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => jobUsers.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter'),
    cvUrl: text('cv_url'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    notes: text('notes'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_job_idx').on(t.jobId), index('applications_applicant_idx').on(t.applicantId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => jobUsers.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const jobAlerts = pgTable('job_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => jobUsers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  keywords: text('keywords'),
  location: text('location'),
  salaryMin: integer('salary_min'),
  workType: text('work_type'),
  experience: text('experience'),
  frequency: varchar('frequency', { length: 20 }).notNull().default('daily'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const jobSessions = pgTable(
  'job_sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('job_sessions_expire_idx').on(t.expire)],
);
