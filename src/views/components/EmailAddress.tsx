// An e-mail address that wraps only between its parts ("bilal.ahmed@" / "karachi-detailing" / ".example" / ".pk"),
// never inside one (not even at a hyphen); every place that shows an address uses it. Always left-to-right, also
// inside Urdu text.
import { Fragment } from 'react';
import * as styles from './EmailAddress.css';

/** "first.last@mail.example.pk" → ["first", ".last@", "mail", ".example", ".pk"]: a break may follow "@" or precede ".". */
export const emailParts = (address: string): string[] => address.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');

export function EmailAddress({ address }: { address: string }) {
  return (
    <span className={styles.email}>
      {/* Left-to-right inside, while the line itself is aligned like the text around it (the right, in Urdu). */}
      <bdi dir="ltr" title={address}>
        {emailParts(address).map((part, index) => (
          // The parts of one address never reorder, so their position is their identity.
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </bdi>
    </span>
  );
}
