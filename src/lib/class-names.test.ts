// `cn` joins class names without tailwind-merge, which kept 10 KB of JavaScript and its set-up off every page's
// first load. The price: two classes that set the same thing (h-11 and h-14) would both reach the element,
// and the stylesheet's order, not the code's, would pick one. This test keeps that from happening: it reads
// every component, and fails on any class list that tailwind-merge would have had to resolve.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { sourceFiles } from "@/test/source-files";
import { buttonVariants } from "@/components/ui/button";
import { inputVariants } from "@/components/ui/input";

const SRC = path.join(__dirname, "..");

const tsxFiles = (dir: string) => sourceFiles(dir, (name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"));

/** A class list as always-present classes plus alternatives that are each present only sometimes. */
type ClassList = { always: string[]; sometimes: string[][]; opaque: boolean };

function parse(file: ts.SourceFile) {
  const constants = new Map<string, string>();
  const literal = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
    return null;
  };
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        const text = literal(declaration.initializer);
        if (text !== null) constants.set(declaration.name.text, text);
      }
    }
  });
  /** The classes an expression can add: a literal, a condition's branches, or a nested cn(...). */
  const classList = (nodes: readonly ts.Expression[], skip: (node: ts.Expression) => boolean): ClassList => {
    const list: ClassList = { always: [], sometimes: [], opaque: false };
    for (const node of nodes) {
      if (skip(node)) continue;
      const text = literal(node);
      if (text !== null) list.always.push(text);
      else if (ts.isConditionalExpression(node)) {
        for (const branch of [node.whenTrue, node.whenFalse]) alternatives(branch, list);
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
        alternatives(node.right, list);
      } else if (ts.isParenthesizedExpression(node) || isCn(node)) {
        const inner = classList(ts.isParenthesizedExpression(node) ? [node.expression] : node.arguments, NOTHING);
        list.always.push(...inner.always);
        list.sometimes.push(...inner.sometimes);
        list.opaque ||= inner.opaque;
      } else list.opaque = true;
    }
    return list;
  };
  /** A branch that is present only sometimes: each of its own alternatives is one more alternative. */
  const alternatives = (branch: ts.Expression, list: ClassList) => {
    const inner = classList([branch], NOTHING);
    if (inner.sometimes.length === 0) list.sometimes.push(inner.always);
    else for (const alternative of inner.sometimes) list.sometimes.push([...inner.always, ...alternative]);
    list.opaque ||= inner.opaque;
  };
  return { classList };
}

/** What classList skips: nothing, or the className a component passes through. */
const NOTHING = () => false;
const isClassNameProp = (node: ts.Expression) => ts.isIdentifier(node) && node.text === "className";

function isCn(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn";
}

/** Every combination a list can take that this test checks: the fixed classes with each alternative. */
function combinations(list: ClassList): string[] {
  const always = list.always.join(" ");
  return list.sometimes.length === 0 ? [always] : list.sometimes.map((branch) => `${always} ${branch.join(" ")}`);
}

function conflicts(classes: string): string | null {
  const joined = classes.split(/\s+/).filter(Boolean).join(" ");
  const merged = twMerge(joined);
  if (merged === joined) return null;
  const kept = new Set(merged.split(" "));
  return joined
    .split(" ")
    .filter((name) => !kept.has(name))
    .join(" ");
}

const files = tsxFiles(SRC).map((file) => ({
  name: path.relative(SRC, file),
  source: ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
}));

/** Components whose own classes come from cva: their classes for the variant and size a call site picks. */
type Prop = (name: string) => never | undefined;
const VARIANTS: Record<string, (prop: Prop) => string> = {
  Button: (prop) => buttonVariants({ variant: prop("variant"), size: prop("size") }),
  Input: (prop) => inputVariants({ variant: prop("variant") }),
};

/** Components that pass a className prop through cn(...), with the classes they add themselves. */
const components = new Map<string, ClassList>();
for (const { source } of files) {
  const { classList } = parse(source);
  source.forEachChild(function visit(node): void {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) {
      node.forEachChild(function find(inner): void {
        if (isCn(inner) && inner.arguments.some(isClassNameProp)) {
          components.set(node.name!.text, classList(inner.arguments, isClassNameProp));
        } else inner.forEachChild(find);
      });
    }
  });
}

describe("class lists that tailwind-merge would have had to resolve", () => {
  it("finds the components it checks (Button through buttonVariants)", () => {
    expect([...components.keys()]).toEqual(expect.arrayContaining(["Input", "TabsList", "SheetContent", "Card"]));
    expect(conflicts("h-11 px-3 h-14")).toBe("h-11"); // the check itself can fail
    // A component whose own classes this test cannot read would go unchecked: read it through VARIANTS.
    const unread = [...components].filter(([name, list]) => list.opaque && !VARIANTS[name]).map(([name]) => name);
    expect(unread).toEqual([]);
  });

  it("has none within a button's or an input's own variants and sizes", () => {
    const found: string[] = [];
    for (const variant of ["default", "destructive", "outline", "secondary", "ghost", "link", "inverse"] as const) {
      for (const size of ["default", "sm", "md", "lg", "icon", "narrow"] as const) {
        const dropped = conflicts(buttonVariants({ variant, size }));
        if (dropped) found.push(`Button ${variant} ${size}: ${dropped}`);
      }
    }
    for (const variant of ["default", "amount"] as const) {
      const dropped = conflicts(inputVariants({ variant }));
      if (dropped) found.push(`Input ${variant}: ${dropped}`);
    }
    expect(found).toEqual([]);
  });

  it("has none: no cn(...) call, and no className given to a component, sets one thing twice", () => {
    const found: string[] = [];
    for (const { name, source } of files) {
      const { classList } = parse(source);
      const line = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      source.forEachChild(function visit(node): void {
        if (isCn(node)) {
          const own = classList(node.arguments, isClassNameProp);
          for (const classes of combinations(own)) {
            const dropped = conflicts(classes);
            if (dropped) found.push(`${line(node)} cn(${classes}) sets again: ${dropped}`);
          }
          return; // nested cn(...) calls were read with this one
        }
        if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
          const tag = node.tagName.getText(source);
          const attribute = (attr: string) =>
            node.attributes.properties.find(
              (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === attr,
            );
          const given = attribute("className")?.initializer;
          const literalProp = (attr: string) => {
            const value = attribute(attr)?.initializer;
            return value && ts.isStringLiteral(value) ? (value.text as never) : undefined;
          };
          const variants = VARIANTS[tag];
          const base: ClassList | undefined = variants
            ? { always: [variants(literalProp)], sometimes: [], opaque: false }
            : components.get(tag);
          if (base && given) {
            const expression = ts.isJsxExpression(given) ? given.expression : given;
            const mine = expression ? classList([expression], NOTHING) : null;
            if (mine) {
              for (const baseClasses of combinations(base)) {
                for (const classes of combinations(mine)) {
                  const dropped = conflicts(`${baseClasses} ${classes}`);
                  if (dropped) found.push(`${line(node)} <${tag} className="${classes}"> sets again: ${dropped}`);
                }
              }
            }
          }
        }
        node.forEachChild(visit);
      });
    }
    expect(found).toEqual([]);
  });
});
