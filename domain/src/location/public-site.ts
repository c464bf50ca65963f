import type {
  Coordinates,
  OrientationDate,
  Site,
  SiteAddress,
  SiteCharter,
  SiteEnrollmentInfo,
} from './site.ts';

/** The part of a site's enrollment information the public pages show (no notification e-mails). */
export interface PublicSiteEnrollmentInfo {
  about: string;
  moreAbout: string;
  /** The API always sends them, '' when the school wrote no Spanish version (pick with `textInLanguage`). */
  aboutEs?: string;
  moreAboutEs?: string;
  programTypes: SiteEnrollmentInfo['programTypes'];
  secondaryEnrollmentUrl: string;
}

/**
 * A learning center as the public API returns it (`GET /api/sites`, `GET /api/sites/{id}`): only what
 * the finder, the information page, the interest form and the registration show. Staff names, the
 * notification e-mail addresses and the orientation (with its virtual link) stay on the server.
 */
export type PublicSite = Pick<
  Site,
  'id' | 'name' | 'displayName' | 'brandName' | 'charter' | 'photo' | 'coordinates' | 'address' | 'distance'
> & { enrollment_info: PublicSiteEnrollmentInfo | null };

/** The public orientation answer of `GET /api/sites/{id}/orientations`: the dates, never the virtual link. */
export interface PublicSiteOrientations {
  brandName: string;
  orientation_dates: OrientationDate[];
}

// Every key is copied by name (an allow-list), so a field staff add to the stored site later is not
// published until someone adds it here.
function publicCharter(charter: SiteCharter): SiteCharter {
  const { brand } = charter;
  return {
    id: charter.id,
    name: charter.name,
    abbreviation: charter.abbreviation,
    website: charter.website,
    contactNumber: charter.contactNumber,
    brand: {
      brandName: brand.brandName,
      brandIcon: brand.brandIcon,
      brandPhoto: brand.brandPhoto,
      enrollmentsUrl: brand.enrollmentsUrl,
      domain: brand.domain,
    },
  };
}

function publicCoordinates(coordinates: Coordinates): Coordinates {
  return { latitude: coordinates.latitude, longitude: coordinates.longitude };
}

function publicAddress(address: SiteAddress): SiteAddress {
  return {
    address_1: address.address_1,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: address.phone,
    coordinates: publicCoordinates(address.coordinates),
    start_day: address.start_day,
    end_day: address.end_day,
    start_time: address.start_time,
    end_time: address.end_time,
  };
}

/** The public projection of a stored site (see `PublicSite`); `distance` only when given. */
export function toPublicSite(site: Site, distance?: number): PublicSite {
  const info = site.enrollment_info;
  const result: PublicSite = {
    id: site.id,
    name: site.name,
    displayName: site.displayName,
    brandName: site.brandName,
    charter: publicCharter(site.charter),
    photo: site.photo,
    coordinates: publicCoordinates(site.coordinates),
    address: publicAddress(site.address),
    enrollment_info: info
      ? {
          about: info.about,
          moreAbout: info.moreAbout,
          aboutEs: info.aboutEs ?? '',
          moreAboutEs: info.moreAboutEs ?? '',
          programTypes: info.programTypes,
          secondaryEnrollmentUrl: info.secondaryEnrollmentUrl,
        }
      : null,
  };
  if (distance !== undefined) result.distance = distance;
  return result;
}

/** The public orientation answer of a site. */
export function toPublicSiteOrientations(site: Site): PublicSiteOrientations {
  const dates = site.orientation?.orientation_dates ?? [];
  return {
    brandName: site.brandName,
    orientation_dates: dates.map(({ date, start_time, end_time }) => ({ date, start_time, end_time })),
  };
}
