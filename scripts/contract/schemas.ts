/**
 * TypeScript types to JSON Schemas (2020-12, the dialect of OpenAPI 3.1), read with the compiler
 * the typecheck uses: its checker resolves what a declaration-reading tool cannot, such as
 * `ResultOf<'GetListNotice'>` (an indexed access into `typeof contract`). Named interfaces and
 * aliases become components, so the document reads as the code does.
 */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A JSON Schema. `{}` accepts anything: what an `unknown` type becomes. */
export type Schema = Record<string, unknown>;

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Compiles `files` with the repository's compiler options, without the test globals' types. */
export function compile(files: readonly string[]): ts.Program {
  const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, ROOT);
  return ts.createProgram(files, { ...options, types: [], noEmit: true });
}

/** The types a module exports by name (interfaces and aliases). */
export function exportedTypes(program: ts.Program, file: string): Map<string, ts.Type> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file} is not a module of the program`);
  return new Map(
    checker
      .getExportsOfModule(module)
      .filter((symbol) => symbol.flags & ts.SymbolFlags.Type)
      .map((symbol) => [symbol.name, checker.getDeclaredTypeOfSymbol(symbol)]),
  );
}

const LIBRARY_SCHEMAS: Partial<Record<string, Schema>> = {
  Date: { type: 'string', format: 'date-time' },
  Blob: { type: 'string', contentMediaType: 'application/octet-stream' },
  File: { type: 'string', contentMediaType: 'application/octet-stream' },
  FormData: { type: 'object', description: 'Form fields, files among them (multipart/form-data).' },
};

/**
 * A symbol's doc comment; not a file's opening comment (a blank line after it), which the
 * compiler gives the file's first declaration.
 */
function documentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const [declaration] = symbol.getDeclarations() ?? [];
  if (declaration) {
    const source = declaration.getSourceFile();
    const [first] = source.statements;
    const head = source.text.slice(0, declaration.getStart(source));
    if (
      first?.getStart(source) === declaration.getStart(source) &&
      /\*\/\s*\n[ \t]*\n\s*$/.test(head)
    )
      return '';
  }
  return ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\s+/g, ' ')
    .trim();
}

const described = (schema: Schema, description: string): Schema =>
  description ? { ...schema, description } : schema;

const sortedByJson = (schemas: Schema[]): Schema[] =>
  [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, schema]) => schema);

/**
 * Writes schemas for types of one program, collecting the named ones in `components` (a name two
 * different types share gets a number). `stand` replaces one type by a given schema.
 */
export class SchemaWriter {
  readonly components: Record<string, Schema> = {};
  private readonly checker: ts.TypeChecker;
  private readonly names = new Map<ts.Type, string>();
  private readonly open = new Set<ts.Type>();

  constructor(
    private readonly program: ts.Program,
    private readonly stand?: { readonly type: ts.Type; readonly schema: Schema },
  ) {
    this.checker = program.getTypeChecker();
  }

  write(type: ts.Type): Schema {
    if (type === this.stand?.type) return this.stand.schema;
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) return this.named(type) ?? this.union(type.types);
    if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { const: this.checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (flags & ts.TypeFlags.BigIntLike) return { type: 'integer' };
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.write(item) : {} };
    }
    if (this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', prefixItems: items.map((item) => this.write(item)) };
    }
    const library = this.librarySchema(type);
    if (library) return library;
    if (type.isIntersection()) {
      // A branded primitive (`string & { brand }`) is its primitive on the wire.
      const primitive = type.types.find((part) => !(part.flags & ts.TypeFlags.Object));
      if (primitive) return this.write(primitive);
    }
    if (flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
      return this.named(type) ?? this.object(type);
    return {};
  }

  private union(types: readonly ts.Type[]): Schema {
    const members = types.filter(
      (type) => !(type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
    );
    const nullable = members.some((type) => type.flags & ts.TypeFlags.Null);
    const values = { string: [] as string[], number: [] as number[], boolean: [] as boolean[] };
    const others: Schema[] = [];
    for (const type of members) {
      if (type.flags & ts.TypeFlags.Null) continue;
      if (type.isStringLiteral()) values.string.push(type.value);
      else if (type.isNumberLiteral()) values.number.push(type.value);
      else if (type.flags & ts.TypeFlags.BooleanLiteral)
        values.boolean.push(this.checker.typeToString(type) === 'true');
      else others.push(this.write(type));
    }
    const literals = Object.entries(values)
      .filter(([, list]) => list.length > 0)
      .map(([kind, list]): Schema => {
        if (kind === 'boolean' && list.length === 2) return { type: 'boolean' };
        const sorted = [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return sorted.length === 1 ? { const: sorted[0] } : { type: kind, enum: sorted };
      });
    const schemas = sortedByJson([...literals, ...others]);
    const [only] = schemas;
    if (!nullable) return only && schemas.length === 1 ? only : { anyOf: schemas };
    if (only && schemas.length === 1 && typeof only.type === 'string' && !only.enum)
      return { ...only, type: [only.type, 'null'] };
    return { anyOf: [...schemas, { type: 'null' }] };
  }

  private object(type: ts.Type): Schema {
    if (this.open.has(type)) return {};
    this.open.add(type);
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const propertyType = this.propertyType(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      properties[property.name] = described(
        this.write(propertyType),
        documentation(property, this.checker),
      );
      const optional =
        property.flags & ts.SymbolFlags.Optional ||
        (propertyType.isUnion() &&
          propertyType.types.some((member) => member.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(property.name);
    }
    const index = this.checker
      .getIndexInfosOfType(type)
      .find((info) => info.keyType.flags & ts.TypeFlags.String);
    this.open.delete(type);
    return {
      type: 'object',
      ...(Object.keys(properties).length > 0 && { properties }),
      ...(required.length > 0 && { required }),
      ...(index && { additionalProperties: this.write(index.type) }),
    };
  }

  /**
   * A property's type, as declared where that keeps its alias's name (an optional property's
   * type otherwise comes as a new union with `undefined`, nameless).
   */
  private propertyType(property: ts.Symbol): ts.Type {
    const type = this.checker.getTypeOfSymbol(property);
    const declaration = property.valueDeclaration;
    if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) return type;
    const declared = this.checker.getTypeFromTypeNode(declaration.type);
    const present = this.checker.getNonNullableType(type);
    const same =
      this.checker.isTypeAssignableTo(declared, present) &&
      this.checker.isTypeAssignableTo(present, declared);
    return same && declared.aliasSymbol ? declared : type;
  }

  /** A `$ref` to the type's component if it has a name of its own, written once. */
  private named(type: ts.Type): Schema | undefined {
    const symbol = this.nameSymbol(type);
    if (!symbol) return undefined;
    let name = this.names.get(type);
    if (!name) {
      name = symbol.name;
      // Two types of one name: the later one is qualified by its module, then numbered.
      const module = basename(symbol.getDeclarations()?.[0]?.getSourceFile().fileName ?? '', '.ts');
      if (name in this.components) name = `${module}.${symbol.name}`;
      for (let n = 2; name in this.components; n += 1) name = `${module}.${symbol.name}${n}`;
      this.names.set(type, name);
      // Reserved before the body is written, so a type that contains itself refers to itself.
      this.components[name] = {};
      const body = type.isUnion() ? this.union(type.types) : this.object(type);
      this.components[name] = described(body, documentation(symbol, this.checker));
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** The alias or interface naming the type: declared in the project, not generic. */
  private nameSymbol(type: ts.Type): ts.Symbol | undefined {
    const symbol =
      type.aliasSymbol && !type.aliasTypeArguments?.length
        ? type.aliasSymbol
        : type.flags & ts.TypeFlags.Object &&
            (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface &&
            !(type as ts.InterfaceType).typeParameters
          ? type.getSymbol()
          : undefined;
    const declarations = symbol?.getDeclarations() ?? [];
    const inLibrary = declarations.every((declaration) =>
      this.program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
    );
    return inLibrary ? undefined : symbol;
  }

  /** A standard library's object as it travels: a date as text, a file as bytes. */
  private librarySchema(type: ts.Type): Schema | undefined {
    const symbol = type.getSymbol();
    const inLibrary = (symbol?.getDeclarations() ?? []).some((declaration) =>
      this.program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
    );
    return inLibrary && symbol ? LIBRARY_SCHEMAS[symbol.name] : undefined;
  }
}
