export * from './image-pipeline';
export * from './image-field';
