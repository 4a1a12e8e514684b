// Posts in the blog's own database: one document per post keyed by its slug (natural `_id`,
// docs/product.md, Architecture: "Persistence"), so an upsert by `_id` is the cheap, idempotent write FerretDB likes.
import { blogPostSchema, blogPostSummarySchema, type BlogCategory, type BlogPost, type BlogPostSummary } from '@scoreline/contracts';
import { bulkWriteInBatches, type BulkWriteSummary } from '@scoreline/db';
import { type Connection, type Model, Schema } from 'mongoose';

interface PostDocument {
  _id: string;
  title: string;
  description: string;
  keywords: string[];
  author: string;
  /** YYYY-MM-DD: sorts as text in date order. */
  date: string;
  category: string;
  read_time: number;
  content: string;
}

const postSchema = new Schema<PostDocument>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    keywords: { type: [String], required: true },
    author: { type: String, required: true },
    date: { type: String, required: true },
    category: { type: String, required: true },
    read_time: { type: Number, required: true },
    content: { type: String, required: true },
  },
  { collection: 'posts', versionKey: false },
);

export interface PostsRepository {
  /** Inserts or replaces each post by slug; running it again with the same posts changes nothing. */
  upsertAll(posts: readonly BlogPost[]): Promise<BulkWriteSummary>;
  /** Deletes every post whose slug is not listed; returns how many went. */
  deleteAllExcept(slugs: readonly string[]): Promise<number>;
  /** Newest first (then by slug, so equal dates keep a stable order), without keywords and content. */
  list(category?: BlogCategory): Promise<BlogPostSummary[]>;
  findBySlug(slug: string): Promise<BlogPost | null>;
}

function modelOn(connection: Connection): Model<PostDocument> {
  // Building the repository twice on one connection (tests, the gateway) must reuse the model.
  return (connection.models.BlogPost as Model<PostDocument> | undefined) ?? connection.model<PostDocument>('BlogPost', postSchema);
}

function toDocument(post: BlogPost): PostDocument {
  const { slug, ...fields } = post;
  return { _id: slug, ...fields };
}

export function createPostsRepository(connection: Connection): PostsRepository {
  const Posts = modelOn(connection);
  return {
    upsertAll(posts) {
      return bulkWriteInBatches(
        Posts,
        posts.map((post) => ({
          replaceOne: { filter: { _id: post.slug }, replacement: toDocument(post), upsert: true },
        })),
      );
    },

    async deleteAllExcept(slugs) {
      const result = await Posts.deleteMany({ _id: { $nin: [...slugs] } });
      return result.deletedCount;
    },

    async list(category) {
      const documents = await Posts.find(category ? { category } : {}, { keywords: 0, content: 0 })
        .sort({ date: -1, _id: 1 })
        .lean();
      // Parsing what the store returns keeps a hand-edited or stale document from reaching a browser half-formed.
      return documents.map(({ _id, ...fields }) => blogPostSummarySchema.parse({ slug: _id, ...fields }));
    },

    async findBySlug(slug) {
      const document = await Posts.findOne({ _id: slug }).lean();
      if (!document) return null;
      const { _id, ...fields } = document;
      return blogPostSchema.parse({ slug: _id, ...fields });
    },
  };
}
