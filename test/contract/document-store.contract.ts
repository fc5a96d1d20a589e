/**
 * The DocumentStore contract, run against the in-memory fake and the Prisma store on PGlite and on
 * PostgreSQL. Every test makes its own uniquely named documents, so the suites share a database.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import {
  TitleTakenError,
  type DocumentStore,
  type NewRevision,
} from "../../src/core/documents/document-ports";
import { normalizeTitle } from "../../src/core/text/normalize-title";

const actor = { keyId: null, name: "contract admin" };

function revision(body: string): NewRevision {
  return {
    body,
    bodyHash: `hash-${body}`,
    effectiveDate: null,
    chunks: [{ breadcrumb: "Doc", text: body, blocks: [] }],
  };
}

function newDoc(title: string, extra: { groups?: string[]; sourcePath?: string } = {}) {
  return {
    title,
    titleKey: normalizeTitle(title),
    groups: extra.groups ?? [],
    sourceUrl: null,
    reviewBy: null,
    ...(extra.sourcePath
      ? {
          source: {
            sourcePath: extra.sourcePath,
            sourceTitle: title,
            titleOrigin: "SOURCE" as const,
            aliases: [],
            titleNotes: [],
          },
        }
      : {}),
    revision: revision(`Body of ${title}.`),
  };
}

export function documentStoreContract(name: string, store: () => DocumentStore): void {
  describe(`document store contract: ${name}`, () => {
    it("a created document reads back by id, title key and source path, at revision 1", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      const made = await s.create(newDoc(`Contract ${tag}`, { sourcePath: `c/${tag}.md` }), actor);
      expect(made).toMatchObject({
        title: `Contract ${tag}`,
        status: "ACTIVE",
        sourcePath: `c/${tag}.md`,
        revision: { number: 1 },
      });
      expect((await s.findById(made.id))?.id).toBe(made.id);
      expect((await s.findByTitleKey(made.titleKey))?.id).toBe(made.id);
      expect((await s.findBySourcePath(`c/${tag}.md`))?.id).toBe(made.id);
      expect(await s.currentBodyHash(made.id)).toBe(`hash-Body of Contract ${tag}.`);
      expect((await s.titleHistory(made.id)).map((t) => t.title)).toEqual([`Contract ${tag}`]);
      expect(await s.findById(randomUUID())).toBeNull();
    });

    it("a taken title key is refused with TitleTakenError and changes nothing", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      const first = await s.create(newDoc(`Taken ${tag}`), actor);
      await expect(s.create(newDoc(`Taken ${tag}`), actor)).rejects.toBeInstanceOf(TitleTakenError);
      const other = await s.create(newDoc(`Other ${tag}`), actor);
      await expect(
        s.update(other.id, { title: `Taken ${tag}`, titleKey: first.titleKey }, actor),
      ).rejects.toBeInstanceOf(TitleTakenError);
      expect((await s.findById(other.id))?.title).toBe(`Other ${tag}`);
      expect((await s.titleHistory(other.id)).map((t) => t.title)).toEqual([`Other ${tag}`]);
    });

    it("a new revision becomes current; revisions are listed newest first", async () => {
      const s = store();
      const made = await s.create(newDoc(`Revised ${randomUUID().slice(0, 8)}`), actor);
      const after = await s.update(made.id, { revision: revision("second body") }, actor);
      expect(after.revision?.number).toBe(2);
      expect(await s.currentBodyHash(made.id)).toBe("hash-second body");
      const revs = (await s.revisionsOf([made.id])).get(made.id)!;
      expect(revs.map((r) => [r.number, r.current, r.body])).toEqual([
        [2, true, "second body"],
        [1, false, `Body of ${made.title}.`],
      ]);
    });

    it("a rename is kept in the title history; access and status changes read back", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      const made = await s.create(newDoc(`Before ${tag}`), actor);
      await s.update(
        made.id,
        { title: `After ${tag}`, titleKey: normalizeTitle(`After ${tag}`) },
        actor,
      );
      await s.update(made.id, { groups: ["finance"], status: "ARCHIVED" }, actor);
      const read = (await s.findById(made.id))!;
      expect(read).toMatchObject({
        title: `After ${tag}`,
        groups: ["finance"],
        status: "ARCHIVED",
      });
      expect((await s.titleHistory(made.id)).map((t) => t.title)).toEqual([
        `Before ${tag}`,
        `After ${tag}`,
      ]);
      expect(await s.findByTitleKey(normalizeTitle(`Before ${tag}`))).toBeNull();
    });

    it("lists by title key then id, page by page with cursors, each document once", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      for (const t of ["c", "a", "e", "b", "d"]) await s.create(newDoc(`Paged ${tag} ${t}`), actor);
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<DocumentStore["list"]>> = await s.list(
          { title: `Paged ${tag}` },
          2,
          after,
        );
        seen.push(...page.items.map((d) => d.title));
        expect(page.cursors).toHaveLength(page.items.length);
        if (!page.hasNextPage) break;
        after = page.cursors.at(-1)!;
      }
      expect(seen).toEqual(["a", "b", "c", "d", "e"].map((t) => `Paged ${tag} ${t}`));
    });

    it("filters by group, status and source path (exact, or a folder ending in '/')", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      const inFolder = await s.create(
        newDoc(`Folder ${tag} one`, { sourcePath: `f${tag}/one.md`, groups: ["ops"] }),
        actor,
      );
      const two = await s.create(
        newDoc(`Folder ${tag} two`, { sourcePath: `f${tag}/two.md` }),
        actor,
      );
      await s.update(two.id, { status: "ARCHIVED" }, actor);
      const titles = async (filter: Parameters<DocumentStore["list"]>[0]) =>
        (await s.list(filter, 10, null)).items.map((d) => d.id);
      expect(await titles({ sourcePath: `f${tag}/` })).toEqual([inFolder.id, two.id]);
      expect(await titles({ sourcePath: `f${tag}/one.md` })).toEqual([inFolder.id]);
      expect(await titles({ sourcePath: `f${tag}/`, group: " OPS " })).toEqual([inFolder.id]);
      expect(await titles({ sourcePath: `f${tag}/`, status: "ACTIVE" })).toEqual([inFolder.id]);
      expect((await s.listBySourcePrefix(`f${tag}/`)).map((d) => d.id)).toEqual([inFolder.id]);
    });

    it("a reader's groups scope the list: public documents and those sharing a group", async () => {
      const s = store();
      const tag = randomUUID().slice(0, 8);
      const pub = await s.create(newDoc(`Scoped ${tag} public`), actor);
      const ops = await s.create(newDoc(`Scoped ${tag} ops`, { groups: ["ops"] }), actor);
      const hr = await s.create(newDoc(`Scoped ${tag} hr`, { groups: ["hr"] }), actor);
      const ids = async (groups: string[] | null) =>
        (await s.list({ title: `Scoped ${tag}` }, 10, null, groups)).items.map((d) => d.id).sort();
      expect(await ids([])).toEqual([pub.id]);
      expect(await ids(["ops"])).toEqual([pub.id, ops.id].sort());
      expect(await ids(null)).toEqual([pub.id, ops.id, hr.id].sort());
      expect((await s.findByIds([ops.id, hr.id, randomUUID()])).map((d) => d.id).sort()).toEqual(
        [ops.id, hr.id].sort(),
      );
    });
  });
}
