/** The file 'Download CSV Template' saves: the columns an import maps best, with one example. */
export const TEMPLATE_CSV = 'first,last,email,phone,company,tags\r\nAda,Lovelace,ada@example.com,+1 555 0100,Analytical Engines,"vip, engineering"\r\n';
