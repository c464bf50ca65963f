import { useEffect, useState } from 'react';
import { type CountryData, loadCountryData, loadedCountryData } from './country-data.ts';

export type CountryDataState =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: CountryData }
  | { status: 'failed'; data: null };

function initialState(): CountryDataState {
  const data = loadedCountryData();
  return data ? { status: 'ready', data } : { status: 'loading', data: null };
}

/** The country → state lists, loaded on first use (see `loadCountryData`). */
export function useCountryData(): CountryDataState {
  const [state, setState] = useState<CountryDataState>(initialState);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCountryData().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      () => {
        if (live) setState({ status: 'failed', data: null });
      },
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return state;
}
