import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseVenueFilters, venueFiltersToSearch, type VenueFilters } from './venue-filters';

/**
 * The list filters held in the URL: reading parses the search string, writing pushes a new entry
 * (so Back undoes a filter) with the canonical, readable query string.
 */
export function useVenueFilters(): [VenueFilters, (next: VenueFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseVenueFilters(location.search), [location.search]);
  const setFilters = useCallback(
    (next: VenueFilters) => {
      const search = venueFiltersToSearch(next);
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [location.pathname, navigate],
  );
  return [filters, setFilters];
}
