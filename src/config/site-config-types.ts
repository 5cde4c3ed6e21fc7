export type OfficeId = 'calgary' | 'toronto';

export interface Office {
  id: OfficeId;
  /** The city named on the location card and call buttons. */
  city: string;
  /** Any common North American format; shown in local format and dialled as E.164. */
  phone: string;
  streetAddress: string;
  locality: string;
  /** Two-letter province code. */
  region: string;
  postalCode: string;
  /** Cities and towns this office's crews serve; a request naming one is routed here. */
  areaServed: string[];
  /** A mobile number that takes text messages, for the form's hand-off when sending fails. */
  mobile?: string;
  /** This office's own inbox for call-back requests; without it they go to `email.inbox`. */
  inbox?: string;
}

export interface SiteConfig {
  companyName: string;
  legalName: string;
  tagline: string;
  /** The public address of the site, https, without a trailing slash. */
  siteUrl: string;
  /** The 24/7 line in the top bar. */
  emergencyPhone: string;
  email: {
    /** Shown in the top bar and the General Inquiries card. */
    general: string;
    /** Where call-back requests are sent. */
    inbox: string;
    /** The reply-to of a request whose visitor left no e-mail. */
    noReply: string;
    /** Named in the privacy policy. */
    privacy: string;
  };
  offices: [Office, Office];
  foundedYear: number;
  copyrightYear: number;
}
