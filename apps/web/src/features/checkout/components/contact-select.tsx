import type { Contact } from '@vm/contracts/contacts';
import { addressLine } from '@vm/domain/contact-entry';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import { useState } from 'react';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { useContacts } from '@/shared/contacts/contacts-api';
import { ContactDialog } from '@/shared/contacts/contact-dialog';
import styles from './contact-select.module.css';

/**
 * The checkout's contact choice: the buyer's contacts as cards (the default one first chosen by the
 * page), an add button and an edit link on each, both opening {@link ContactDialog}.
 */
export function ContactSelect({ selectedId, onSelect, error }: { selectedId: number | null; onSelect: (contact: Contact) => void; error?: string }) {
  const contacts = useContacts();
  const [dialog, setDialog] = useState<{ contact: Contact | null } | null>(null);

  return (
    <div data-testid="contact-select">
      <QueryState
        query={contacts}
        loading={<RowsSkeleton rows={1} />}
        isEmpty={(page) => page.data.length === 0}
        empty={<p className={styles.empty}>{CONTACT_MESSAGES.empty}</p>}
      >
        {(page) => (
          <div className={styles.cards} role="radiogroup" aria-label="联系人">
            {page.data.map((contact) => (
              <div
                key={contact.id}
                role="radio"
                aria-checked={contact.id === selectedId}
                tabIndex={0}
                className={contact.id === selectedId ? `${styles.card} ${styles.selected}` : styles.card}
                onClick={() => onSelect(contact)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onSelect(contact);
                }}
              >
                <div className={styles.name}>
                  {contact.name}
                  {contact.is_default && <span className={styles.badge}>默认</span>}
                </div>
                <div className={styles.mobile}>{contact.mobile}</div>
                <div className={styles.address}>{addressLine(contact) || '未填写地址'}</div>
                <button
                  type="button"
                  className={styles.edit}
                  onClick={(event) => {
                    event.stopPropagation();
                    setDialog({ contact });
                  }}
                >
                  编辑
                </button>
              </div>
            ))}
          </div>
        )}
      </QueryState>
      <Button className={styles.add} onClick={() => setDialog({ contact: null })}>
        + 新增联系人
      </Button>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      <ContactDialog
        open={dialog !== null}
        contact={dialog?.contact ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          onSelect(saved);
        }}
      />
    </div>
  );
}
