// What the use-cases need from the outside world; routes and main.ts supply the real ones, tests may
// supply others.
import type { Logger } from 'pino';
import type { PostsRepository } from '../repositories/posts-repository.ts';

export interface BlogDeps {
  posts: PostsRepository;
  logger?: Logger;
}
