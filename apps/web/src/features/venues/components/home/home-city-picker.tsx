import { DownOutlined } from '@/shared/ui/icons/down-outlined';
import { EnvironmentOutlined } from '@/shared/ui/icons/environment-outlined';
import { useEffect, useRef, useState } from 'react';
import { setCurrentCity, useCities, useCurrentCity } from '@/shared/city/current-city';
import styles from './home-banner.module.css';

/** The banner's city picker: the current city (shared with the header) and every city to switch to. */
export function HomeCityPicker() {
  const current = useCurrentCity();
  const cities = useCities();
  const list = Array.isArray(cities.data) ? cities.data : [];
  const name = list.find((city) => city.id === current.id)?.name ?? current.name;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.cityPicker} ref={root}>
      <button
        type="button"
        className={styles.cityButton}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={`选择城市，当前${name || '未选择'}`}
        onClick={() => setOpen((value) => !value)}
      >
        <EnvironmentOutlined />
        <span>{name || '选择城市'}</span>
        <DownOutlined className={styles.cityArrow} />
      </button>
      {open && (
        <div className={styles.cityPanel} role="dialog" aria-label="选择城市">
          {list.length === 0 ? (
            <p className={styles.cityNote}>{cities.isPending ? '城市加载中…' : '暂时无法获取城市列表'}</p>
          ) : (
            <ul>
              {list.map((city) => (
                <li key={city.id}>
                  <button
                    type="button"
                    className={city.id === current.id ? styles.cityCurrent : undefined}
                    onClick={() => {
                      setCurrentCity({ id: city.id, name: city.name });
                      setOpen(false);
                    }}
                  >
                    {city.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
