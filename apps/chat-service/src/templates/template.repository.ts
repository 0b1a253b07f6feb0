import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '@resellpk/backend-service';
import { returningRows, type Reader } from '@resellpk/backend-persistence';
import type { ChatTemplateView } from '@resellpk/contracts';

interface TemplateRow {
  id: string;
  template_type: string;
  message_content: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
}
const COLUMNS = `id, template_type, message_content, is_active, created_at, updated_at, created_by`;

function toView(t: TemplateRow): ChatTemplateView {
  return {
    id: t.id,
    templateType: t.template_type,
    messageContent: t.message_content,
    isActive: t.is_active,
    createdAt: new Date(t.created_at).toISOString(),
    updatedAt: new Date(t.updated_at).toISOString(),
    createdBy: t.created_by,
  };
}

export const WELCOME_TEMPLATE = 'welcome_message';

@Injectable()
export class TemplateRepository {
  constructor(@Inject(DATA_SOURCE) private readonly db: DataSource) {}

  async list(): Promise<ChatTemplateView[]> {
    const rows: TemplateRow[] = await this.db.query(`SELECT ${COLUMNS} FROM chat_templates ORDER BY template_type`);
    return rows.map(toView);
  }

  /** The active text of a template type, or null when it is switched off (or absent). */
  async activeText(templateType: string, db: Reader = this.db): Promise<string | null> {
    const [row]: Array<{ message_content: string }> = await db.query(
      `SELECT message_content FROM chat_templates WHERE template_type = $1 AND is_active`,
      [templateType],
    );
    return row?.message_content ?? null;
  }

  async update(id: string, content: string, isActive: boolean | undefined, by: string): Promise<ChatTemplateView | undefined> {
    const [row] = await returningRows<TemplateRow>(
      this.db,
      `UPDATE chat_templates SET message_content = $2, is_active = COALESCE($3, is_active), updated_at = now(), updated_by = $4
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, content, isActive ?? null, by],
    );
    return row ? toView(row) : undefined;
  }
}
