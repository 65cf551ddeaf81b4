import { describe, expect, it } from "vitest";
import { addAttachments, attachmentProblem, fileSize, MAX_ATTACHMENT_BYTES, tooMany } from "./attachments";

function file(name: string, type: string, size = 1000): File {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
}

describe("attachmentProblem", () => {
  it("accepts PDF, JPEG, PNG and WebP up to 10 MB", () => {
    expect(attachmentProblem(file("rider.pdf", "application/pdf"))).toBeNull();
    expect(attachmentProblem(file("stage.jpg", "image/jpeg"))).toBeNull();
    expect(attachmentProblem(file("plot.png", "image/png", MAX_ATTACHMENT_BYTES))).toBeNull();
    expect(attachmentProblem(file("photo.webp", "image/webp"))).toBeNull();
  });

  it("refuses other types, files over 10 MB and empty files", () => {
    expect(attachmentProblem(file("page.html", "text/html"))).toBe("page.html is not a PDF, JPEG, PNG or WebP file");
    expect(attachmentProblem(file("logo.svg", "image/svg+xml"))).toBe("logo.svg is not a PDF, JPEG, PNG or WebP file");
    expect(attachmentProblem(file("big.pdf", "application/pdf", MAX_ATTACHMENT_BYTES + 1))).toBe("big.pdf is larger than 10 MB");
    expect(attachmentProblem(file("empty.pdf", "application/pdf", 0))).toBe("empty.pdf is empty");
  });

  it("goes by the name when the system gives no type", () => {
    expect(attachmentProblem(file("setlist.PDF", ""))).toBeNull();
    expect(attachmentProblem(file("notes.txt", ""))).toBe("notes.txt is not a PDF, JPEG, PNG or WebP file");
  });
});

describe("addAttachments", () => {
  it("keeps at most five files and says why others were left out", () => {
    const five = ["a", "b", "c", "d", "e"].map((name) => file(`${name}.pdf`, "application/pdf"));
    const result = addAttachments(five.slice(0, 4), [five[4]!, file("f.pdf", "application/pdf"), file("x.exe", "application/x-msdownload")]);
    expect(result.files.map((kept) => kept.name)).toEqual(["a.pdf", "b.pdf", "c.pdf", "d.pdf", "e.pdf"]);
    expect(result.problems).toEqual(["x.exe is not a PDF, JPEG, PNG or WebP file", tooMany()]);
  });

  it("keeps the same file once", () => {
    const rider = file("rider.pdf", "application/pdf");
    expect(addAttachments([rider], [rider]).files).toHaveLength(1);
  });
});

describe("fileSize", () => {
  it("reads as people say sizes", () => {
    expect(fileSize(512)).toBe("512 B");
    expect(fileSize(2_400)).toBe("2.3 KB");
    expect(fileSize(24_576)).toBe("24 KB");
    expect(fileSize(3_500_000)).toBe("3.3 MB");
  });
});
