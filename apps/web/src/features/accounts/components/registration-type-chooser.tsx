import { REGISTRATION_TYPES } from '@vm/contracts/account-constants';
import { RiseOutlined, ShopOutlined, TeamOutlined, ToolOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RegistrationType } from '../registration-type';
import styles from './registration-type-chooser.module.css';

const ICONS: Record<RegistrationType, ReactNode> = {
  0: <RiseOutlined />,
  1: <ShopOutlined />,
  2: <TeamOutlined />,
  3: <ToolOutlined />,
};

/** The registration-type chooser shown before the register form (docs/spec/product-spec.md section 2). */
export function RegistrationTypeChooser({ selected, onChoose }: { selected?: RegistrationType; onChoose: (type: RegistrationType) => void }) {
  return (
    <ul className={styles.options} aria-label="选择注册身份">
      {REGISTRATION_TYPES.map((option) => (
        <li key={option.type}>
          <button
            type="button"
            className={`${styles.option} ${selected === option.type ? styles.selected : ''}`}
            aria-pressed={selected === option.type}
            onClick={() => onChoose(option.type)}
          >
            <span className={styles.icon}>{ICONS[option.type]}</span>
            <span className={styles.text}>
              <strong>{option.label}</strong>
              <span>{option.description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
