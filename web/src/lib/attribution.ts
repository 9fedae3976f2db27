/** Required wherever sold-price data is shown (DESIGN 4; Open Government Licence v3.0 terms). */
export const LAND_REGISTRY_ATTRIBUTION =
  'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.';

export const OGL_URL = 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/';
