// multer ships without types and @types/multer is not a dependency; the little the gateway uses.
declare module 'multer' {
  import type { Request, RequestHandler } from 'express';

  namespace multer {
    interface File {
      fieldname: string;
      originalname: string;
      mimetype: string;
      size: number;
      buffer: Buffer;
    }
    interface Options {
      storage?: unknown;
      limits?: { fileSize?: number; files?: number; fields?: number; parts?: number; fieldSize?: number };
    }
    interface Instance {
      array(field: string, maxCount?: number): RequestHandler;
    }
    function memoryStorage(): unknown;
    class MulterError extends Error {
      code: 'LIMIT_PART_COUNT' | 'LIMIT_FILE_SIZE' | 'LIMIT_FILE_COUNT' | 'LIMIT_FIELD_KEY' | 'LIMIT_FIELD_VALUE' | 'LIMIT_FIELD_COUNT' | 'LIMIT_UNEXPECTED_FILE' | string;
      field?: string;
    }
  }
  function multer(options?: multer.Options): multer.Instance;
  export = multer;
  export type MulterRequest = Request & { files?: multer.File[] };
}
