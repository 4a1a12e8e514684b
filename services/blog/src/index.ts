// What the gateway imports to run the blog inside `npm start` (docs/product.md, Architecture: "Modes").
export { BLOG_PATH_PREFIXES, createRouter } from './app.ts';
export { createBlog, startBlog, type BlogContext, type BlogDeps, type StartBlogOptions } from './context.ts';
export { blogConfigSchema, loadBlogConfig, locatePostsDir, postsDirOf, type BlogConfig } from './config.ts';
export { createPostsRepository, type PostsRepository } from './repositories/posts-repository.ts';
export { syncPosts, type SyncSummary } from './use-cases/sync-posts.ts';
export { startEmbeddedBlog, type EmbeddedBlog } from './embedded.ts';
