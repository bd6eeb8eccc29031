export { checkQuotedLine, markQuoteUsed, QUOTE_MESSAGES } from './order-at-quote';
export { latestQuotes, listInbox, toQuote } from './queries';
export { quoteEnquiry } from './quote-enquiry';
