// roaring is a CommonJS native module: Node's ESM loader gives only its default export.
import roaring from 'roaring';

/** The compressed bitmap of CRoaring (decision 125). */
export const RoaringBitmap32 = roaring.RoaringBitmap32;
export type RoaringBitmap32 = InstanceType<typeof roaring.RoaringBitmap32>;
