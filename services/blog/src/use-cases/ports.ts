// What the use-cases need from the outside world, named narrowly so each one states its
// dependencies; the routes and the start-up take them from the context (context.ts), tests may
// supply others.
import type { Logger } from 'pino';
import type { PostsRepository } from '../repositories/posts-repository.ts';

export interface Repositories {
  posts: PostsRepository;
}

export type { Logger };
