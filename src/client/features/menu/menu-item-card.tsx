import { IconClock, IconEdit, IconFlame, IconShoppingCartPlus, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type PanSize, priceShape } from '../../../common/menu/price-text.ts';
import { DIETARY_LABELS, type MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { photoSrcSet } from '../../../common/photos.ts';
import css from './menu-item-card.module.css';
import { priceLabel } from './price-label.ts';

type Props = {
  item: MenuItem;
  categoryLabel: string;
  isAdmin: boolean;
  onAdd: (item: MenuItem, panSize?: PanSize) => void;
  onEdit: (item: MenuItem) => void;
  onOpenPhoto: (item: MenuItem) => void;
};

const ICONS = {
  users: IconUsers,
  clock: IconClock,
  flame: IconFlame,
  cart: IconShoppingCartPlus,
  edit: IconEdit,
};
type IconName = keyof typeof ICONS;

/**
 * The cards' icons, drawn once on the page: each card points to them (`<use href>`) instead of repeating
 * their paths, which were a fifth of the menu's HTML. Render it once next to the cards.
 */
export function MenuCardIcons() {
  return (
    <svg className={css.sprite} aria-hidden="true" focusable="false">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`menu-icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ name, size }: { name: IconName; size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`#menu-icon-${name}`} />
    </svg>
  );
}

/** One dish on the customer menu, as spec part 1 describes the card: plain elements, styled by a CSS module. */
export function MenuItemCard({ item, categoryLabel, isAdmin, onAdd, onEdit, onOpenPhoto }: Props) {
  const titleId = useId();
  const [isBroken, setBroken] = useState(false);
  const parsed = priceShape(item.prices);
  const showPhoto = item.imageUrl && !isBroken;

  return (
    <article aria-labelledby={titleId} className={css.card} id={`dish-${item.id}`}>
      {/* A square thumbnail keeps every card of a row the same height, photo or not. */}
      <div className={css.head}>
        {showPhoto && (
          <button
            type="button"
            className={css.thumb}
            onClick={() => onOpenPhoto(item)}
            aria-label={`View photo of ${item.name}`}
          >
            <img
              src={item.imageUrl!}
              srcSet={photoSrcSet(item.imageUrl!)}
              sizes="88px"
              alt=""
              loading="lazy"
              onError={() => setBroken(true)}
            />
          </button>
        )}
        <div className={css.title}>
          <h3 id={titleId}>{item.name}</h3>
          {item.popular && (
            <span className={`${css.badge} ${css.popular}`}>
              <Icon name="flame" size={12} />
              Popular
            </span>
          )}
        </div>
      </div>
      {isAdmin && !item.isActive && (
        <span className={`${css.badge} ${css.hidden}`}>Hidden from customers</span>
      )}
      <p className={css.desc}>{item.description}</p>
      {/* Pan prices are on the two buttons; other prices are said once, here. */}
      {parsed.kind !== 'pans' && <p className={css.price}>{priceLabel(item)}</p>}
      <div className={css.facts}>
        <p>
          <Icon name="users" size={13} />
          {` ${item.servingSize}`}
        </p>
        <p>
          <Icon name="clock" size={13} />
          {` Kitchen prep: ${item.prepTime}${item.minOrder > 1 ? ` · Minimum order: ${item.minOrder}` : ''}`}
        </p>
      </div>
      {item.dietary.length > 0 && (
        <div className={css.tags}>
          {item.dietary.map((tag) => (
            <span key={tag} className={css.badge}>
              {DIETARY_LABELS[tag]}
            </span>
          ))}
        </div>
      )}
      <p className="visually-hidden">{`Category: ${categoryLabel}`}</p>
      <div className={css.actions}>
        {parsed.kind === 'pans' ? (
          <>
            <button type="button" className={css.button} onClick={() => onAdd(item, 'half')}>
              <span>{`Half Pan · ${formatCents(parsed.halfCents)}`}</span>
            </button>
            <button type="button" className={css.button} onClick={() => onAdd(item, 'full')}>
              <span>{`Full Pan · ${formatCents(parsed.fullCents)}`}</span>
            </button>
          </>
        ) : (
          <button type="button" className={css.button} onClick={() => onAdd(item)}>
            <Icon name="cart" size={16} />
            <span>Add to Cart</span>
          </button>
        )}
        {isAdmin && (
          <button type="button" className={`${css.button} ${css.edit}`} onClick={() => onEdit(item)}>
            <Icon name="edit" size={16} />
            <span>Edit</span>
          </button>
        )}
      </div>
    </article>
  );
}
