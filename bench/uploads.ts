/**
 * `npm run bench:uploads`: how fast the upload reader refuses files past its limits (target:
 * under a second each), and how long a big workbook being read keeps the server's thread from
 * other calls. The reader on its own, no database; the files are those its tests refuse.
 */
import {
  bigWorkbook,
  pingsDuringUpload,
  postUpload,
  refusedFiles,
  uploadReaderApp,
} from '../apps/server/test/support/upload-reader-app.ts';
import { report } from './report.ts';

const TIMES = Number(process.env.BENCH_UPLOADS ?? 10);

const app = await uploadReaderApp();
try {
  for (const file of await refusedFiles()) {
    const samples: number[] = [];
    for (let i = 0; i < TIMES; i++) {
      const { response, ms } = await postUpload(app, file);
      if (response.statusCode !== file.status) {
        throw new Error(`${file.what}: answered ${response.statusCode} ${response.body}`);
      }
      samples.push(ms);
    }
    report('uploads', `refused: ${file.what}`, samples);
  }
  const content = await bigWorkbook();
  for (let i = 0; i < 3; i++) {
    const { response, uploadMs, longestPing } = await pingsDuringUpload(app, content);
    if (response.statusCode !== 200) throw new Error(`big workbook: ${response.body}`);
    console.log(
      `uploads    9,000 × 60 workbook read in ${uploadMs.toFixed(0)} ms; longest ping ${longestPing.toFixed(0)} ms`,
    );
  }
} finally {
  await app.close();
}
