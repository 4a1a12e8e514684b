import { BLOG_CATEGORIES } from '@scoreline/contracts/constants';
import type { BlogCategory } from '@scoreline/contracts';

interface CategoryFilterProps {
  selected: BlogCategory | null;
  onSelect: (category: BlogCategory | null) => void;
}

/** 'All Posts' then the four categories of docs/product.md §9; the pressed one carries aria-pressed. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const options: { label: string; value: BlogCategory | null }[] = [
    { label: 'All Posts', value: null },
    ...BLOG_CATEGORIES.map((category) => ({ label: category, value: category })),
  ];
  return (
    <div className="blog-filter" role="group" aria-label="Filter posts by category">
      {options.map(({ label, value }) => (
        <button
          key={label}
          type="button"
          className="blog-filter__button"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
