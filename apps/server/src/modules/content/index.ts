/**
 * The public face of the content module: articles, hot words, content blocks (theme sections, home
 * modules, home info) and the operators' activity-case editing. Routes are registered by app.ts.
 */
export {
  createArticle,
  deleteArticle,
  getAgreement,
  getArticle,
  getOperatorArticle,
  listArticles,
  listArticleTypes,
  listOperatorArticles,
  updateArticle,
} from './articles';
export { createActivityCase, deleteActivityCase, listOperatorActivityCases, updateActivityCase } from './activity-cases-admin';
export { CONTENT_BLOCK_DEFAULTS, readContentBlock, saveContentBlock } from './content-blocks';
export { createHotWord, deleteHotWord, listOperatorHotWords, updateHotWord } from './hot-words';
export { plainText, sanitizeArticleHtml, summaryOf } from './sanitize-html';
