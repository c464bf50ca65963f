import type { PublicSite } from '@enroll/domain';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { MapRegular } from '@fluentui/react-icons';
import type * as Atlas from 'azure-maps-control';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import '../i18n/register.ts';

type AtlasModule = typeof import('azure-maps-control');

export const MAP_ZOOM = { default: 4, results: 10, selected: 12 } as const;
export const MARKER_COLORS = { selected: '#d13438', other: '#3b3a39' } as const;
/** The map's labels follow the page's language (Azure Maps' language codes). */
const MAP_LANGUAGE = { en: 'en-US', es: 'es-MX' } as const;
/** The contiguous United States, shown before a search. */
const DEFAULT_CENTER: [number, number] = [-98.5795, 39.8283];
/** Without network the style never arrives; after this long the placeholder replaces the blank map. */
const MAP_LOAD_TIMEOUT_MS = 15_000;

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    height: '280px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (min-width: 769px)': { height: '420px' },
  },
  map: { position: 'absolute', inset: '0' },
  placeholder: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    height: '100%',
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  placeholderIcon: { fontSize: '40px' },
  placeholderText: { margin: '0', maxWidth: '40ch' },
  loading: { position: 'absolute', inset: '0', display: 'grid', placeItems: 'center' },
});

type MapStatus = 'loading' | 'ready' | 'unavailable';

interface LoadedMap {
  atlas: AtlasModule;
  map: Atlas.Map;
}

function positionOf(site: PublicSite): [number, number] | null {
  // Imported records sometimes carry the coordinates on the address only, or not at all.
  const coordinates: Partial<PublicSite['coordinates']> | undefined =
    site.coordinates ?? site.address?.coordinates;
  const latitude = coordinates?.latitude;
  const longitude = coordinates?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0))
    return null;
  return [longitude, latitude];
}

export interface SiteMapProps {
  sites: readonly PublicSite[];
  selectedId: string | null;
  onSelect: (siteId: string) => void;
  /** The Azure Maps key; the build's VITE_AZURE_MAPS_KEY unless given. */
  subscriptionKey?: string;
}

/**
 * The Azure Maps view of the results. The map library (and its CSS) is fetched only here, after the
 * page is idle, so it never weighs on the first load. Without a key, or when the map cannot load,
 * a placeholder takes its place; the cards work either way.
 */
export function SiteMap({
  sites,
  selectedId,
  onSelect,
  subscriptionKey = import.meta.env.VITE_AZURE_MAPS_KEY ?? '',
}: SiteMapProps) {
  const styles = useStyles();
  const { t } = useTranslation('locationFinder');
  const mapLanguage = MAP_LANGUAGE[useLanguage()];
  const initialLanguage = useRef(mapLanguage);
  const [status, setStatus] = useState<MapStatus>(subscriptionKey ? 'loading' : 'unavailable');
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(new Map<string, Atlas.HtmlMarker>());
  const selectFromMarker = useEffectEvent((siteId: string) => onSelect(siteId));

  useEffect(() => {
    const container = containerRef.current;
    if (!subscriptionKey || !container) return;
    let cancelled = false;
    let ready = false;
    let map: Atlas.Map | null = null;
    const fail = () => {
      if (cancelled || ready) return;
      map?.dispose();
      map = null;
      setStatus('unavailable');
    };
    const timeout = window.setTimeout(fail, MAP_LOAD_TIMEOUT_MS);
    const load = async () => {
      try {
        const [atlas] = await Promise.all([
          import('azure-maps-control'),
          import('azure-maps-control/dist/atlas.min.css'),
        ]);
        if (cancelled) return;
        if (!atlas.isSupported()) {
          fail();
          return;
        }
        const created = new atlas.Map(container, {
          center: DEFAULT_CENTER,
          zoom: MAP_ZOOM.default,
          style: 'road',
          language: initialLanguage.current,
          showFeedbackLink: false,
          authOptions: { authType: atlas.AuthenticationType.subscriptionKey, subscriptionKey },
        });
        map = created;
        created.events.add('ready', () => {
          if (cancelled) return;
          ready = true;
          window.clearTimeout(timeout);
          setLoaded({ atlas, map: created });
          setStatus('ready');
        });
        created.events.add('error', fail);
      } catch {
        fail();
      }
    };
    const cancelIdle = whenIdle(() => void load());
    return () => {
      cancelled = true;
      cancelIdle();
      window.clearTimeout(timeout);
      map?.dispose();
      setLoaded(null);
    };
  }, [subscriptionKey]);

  // A language switch relabels the map in place (it is not created again).
  useEffect(() => {
    loaded?.map.setStyle({ language: mapLanguage });
  }, [loaded, mapLanguage]);

  useEffect(() => {
    if (!loaded) return;
    const { atlas, map } = loaded;
    const markers = new Map<string, Atlas.HtmlMarker>();
    for (const site of sites) {
      const position = positionOf(site);
      if (!position) continue;
      const marker = new atlas.HtmlMarker({ position, color: MARKER_COLORS.other });
      map.events.add('click', marker, () => selectFromMarker(site.id));
      markers.set(site.id, marker);
    }
    map.markers.add([...markers.values()]);
    for (const [siteId, marker] of markers) {
      const name = sites.find((site) => site.id === siteId)?.name ?? '';
      marker.getElement().setAttribute('title', name);
    }
    markersRef.current = markers;
    return () => {
      markersRef.current = new Map();
      if (!map.isDisposed) map.markers.remove([...markers.values()]);
    };
  }, [loaded, sites]);

  useEffect(() => {
    if (!loaded) return;
    for (const [siteId, marker] of markersRef.current) {
      marker.setOptions({ color: siteId === selectedId ? MARKER_COLORS.selected : MARKER_COLORS.other });
    }
    const selected = sites.find((site) => site.id === selectedId);
    const selectedPosition = selected ? positionOf(selected) : null;
    const firstPosition = sites.map(positionOf).find((position) => position !== null) ?? null;
    if (selectedPosition) {
      loaded.map.setCamera({
        center: selectedPosition,
        zoom: MAP_ZOOM.selected,
        type: 'ease',
        duration: 500,
      });
    } else if (firstPosition) {
      loaded.map.setCamera({ center: firstPosition, zoom: MAP_ZOOM.results, type: 'ease', duration: 500 });
    } else {
      loaded.map.setCamera({ center: DEFAULT_CENTER, zoom: MAP_ZOOM.default, type: 'jump' });
    }
  }, [loaded, sites, selectedId]);

  return (
    <section
      className={styles.frame}
      aria-label={t('map.label')}
      data-testid="site-map"
      data-map-status={status}
    >
      {status === 'unavailable' ? (
        <div className={styles.placeholder} data-testid="map-unavailable">
          <MapRegular className={styles.placeholderIcon} aria-hidden />
          <p className={styles.placeholderText}>{t('map.unavailable')}</p>
        </div>
      ) : (
        <div ref={containerRef} className={styles.map} />
      )}
      {status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="small" label={t('map.loading')} />
        </div>
      )}
    </section>
  );
}
