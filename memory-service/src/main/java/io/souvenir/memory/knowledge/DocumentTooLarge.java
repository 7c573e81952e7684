package io.souvenir.memory.knowledge;

/** A document over the per-document limit: answered 413, naming its path; nothing is replaced. */
public class DocumentTooLarge extends RuntimeException {

    private final String field;
    private final String path;

    public DocumentTooLarge(String field, String path, long limit) {
        super("the document " + path + " is larger than " + limit + " bytes");
        this.field = field;
        this.path = path;
    }

    public String field() {
        return field;
    }

    public String path() {
        return path;
    }
}
