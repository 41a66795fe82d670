import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../app/SiteLayout';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}

export const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
export const reportLink = <Link to="/report-problem">Report a Problem</Link>;
